/**
 * /metrics on its own port (METRICS_PORT on METRICS_HOST, 127.0.0.1 by default), never on the store's public port:
 * only the machine (or the network METRICS_HOST is opened to) can scrape it, and no token has to be kept. ADR 13.
 * In cluster mode the primary serves it with every worker's metrics added up (cluster.ts); a single process serves
 * its own.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type MetricsText = () => Promise<{ contentType: string; body: string }>;
export type MetricsServer = { url: string; close: () => Promise<void> };

export async function startMetricsServer(opts: {
  host: string;
  port: number;
  metrics: MetricsText;
  onError: (err: unknown) => void;
}): Promise<MetricsServer> {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method !== 'GET' || path !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found.\n');
      return;
    }
    opts.metrics().then(
      ({ contentType, body }) => res.writeHead(200, { 'content-type': contentType }).end(body),
      (err: unknown) => {
        opts.onError(err);
        res.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics could not be collected.\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { address, port } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;
  return {
    url: `http://${host}:${port}/metrics`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}
