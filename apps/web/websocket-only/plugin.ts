import path from 'node:path';
import type { Plugin } from 'vite';

const TRANSPORTS = '\0jodi-websocket-only-transports';
const ENGINE_SOCKET = /[\\/]engine\.io-client[\\/]build[\\/]esm[\\/]socket\.js$/;

/**
 * The app opens its socket over WebSocket only (src/api/socket.ts), but engine.io-client's socket
 * brings every transport it knows (long-polling over XHR, WebTransport): about 2 KB gzipped of the
 * first load. The build gives that socket a transports table with WebSocket alone.
 */
export function websocketOnly(): Plugin {
  let websocketFile = '';
  return {
    name: 'jodi-websocket-only',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== './transports/index.js' || !importer || !ENGINE_SOCKET.test(importer)) return null;
      websocketFile = path.join(path.dirname(importer), 'transports', 'websocket.js');
      return TRANSPORTS;
    },
    load(id) {
      if (id !== TRANSPORTS) return null;
      return `import { WS } from ${JSON.stringify(websocketFile)};\nexport const transports = { websocket: WS };\n`;
    },
  };
}
