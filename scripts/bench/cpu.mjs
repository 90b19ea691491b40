// CPU time the server process (and, on PostgreSQL, the database's backends) spent: on a shared
// two-core machine, CPU milliseconds per request is steadier than wall-clock latency.
import fs from 'node:fs';
import pg from 'pg';

const TICK_MS = 10; // Linux USER_HZ is 100.

/** utime + stime of a process in milliseconds, or null off Linux / once it is gone. */
function processCpuMs(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return null;
  }
}

/** Write system calls a process has made (socket writes, mostly), or null off Linux. */
function processWrites(pid) {
  try {
    const io = fs.readFileSync(`/proc/${pid}/io`, 'utf8');
    const match = /^syscw: (\d+)$/m.exec(io);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/**
 * A meter for one server: `sample()` reads the server's CPU and its database backends' (by
 * pg_stat_activity on `database`), `since(start)` answers the milliseconds spent in between.
 */
export async function cpuMeter({ serverPid, adminUrl, database }) {
  const admin = adminUrl && database ? new pg.Client({ connectionString: adminUrl }) : null;
  if (admin) await admin.connect();
  const backends = async () => {
    if (!admin) return new Map();
    const { rows } = await admin.query('SELECT pid FROM pg_stat_activity WHERE datname = $1', [database]);
    return new Map(rows.map((r) => [r.pid, processCpuMs(r.pid) ?? 0]));
  };
  return {
    async sample() {
      return { server: processCpuMs(serverPid), writes: processWrites(serverPid), db: await backends() };
    },
    async since(start) {
      const now = await this.sample();
      let db = 0;
      for (const [pid, ms] of now.db) db += ms - (start.db.get(pid) ?? 0);
      return {
        serverMs: now.server !== null && start.server !== null ? now.server - start.server : null,
        serverWrites: now.writes !== null && start.writes !== null ? now.writes - start.writes : null,
        databaseMs: admin ? db : null,
      };
    },
    async close() {
      await admin?.end();
    },
  };
}
