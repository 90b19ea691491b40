import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppMetrics } from './registry';

interface Logger {
  error(obj: object, msg: string): void;
}

/**
 * `GET /metrics` on a port of its own (METRICS_PORT), bound to METRICS_HOST (127.0.0.1 unless set
 * otherwise): a plain Node server with nothing else on it, never the public app.
 */
export class MetricsServer {
  private server: http.Server | null = null;

  constructor(
    private readonly metrics: AppMetrics,
    private readonly settings: { port: number; host: string },
    private readonly log: Logger,
  ) {}

  /** Starts listening; answers the address (port 0 picks a free one). */
  async listen(): Promise<{ host: string; port: number }> {
    if (this.server) throw new Error('the metrics server is already listening');
    const server = http.createServer((req, res) => void this.answer(req, res));
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen({ port: this.settings.port, host: this.settings.host }, () => {
        server.off('error', reject);
        resolve();
      });
    });
    const address = server.address() as AddressInfo;
    return { host: address.address, port: address.port };
  }

  async close(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private async answer(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== '/metrics') return plain(res, 404, 'Not found: the metrics are at /metrics\n');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('allow', 'GET, HEAD');
      return plain(res, 405, 'Method not allowed\n');
    }
    try {
      const body = await this.metrics.render();
      res.writeHead(200, { 'content-type': this.metrics.contentType, 'cache-control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (err) {
      this.log.error({ err: err instanceof Error ? err.name : 'Error' }, 'metrics not rendered');
      plain(res, 500, 'Metrics not rendered\n');
    }
  }
}

function plain(res: http.ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
  res.end(text);
}
