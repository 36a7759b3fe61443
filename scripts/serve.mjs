// Serves the built app (dist/) on 127.0.0.1 until Ctrl-C. `npm start` builds first, then runs this.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { preview } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
if (!existsSync(new URL('../dist/index.html', import.meta.url))) {
  console.error('dist/ has no build: run `npm start` (or `npx vite build` first).');
  process.exit(1);
}

const port = Number(process.env.PORT ?? 4173);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, not "${process.env.PORT}".`);
  process.exit(1);
}

const server = await preview({
  root,
  logLevel: 'warn',
  preview: { host: '127.0.0.1', port, strictPort: false, open: false },
});
const address = server.httpServer.address();
const actualPort = typeof address === 'object' && address ? address.port : port;
console.log(`24/7 & 7 Jours is running at http://127.0.0.1:${actualPort}/`);

let closing = false;
async function stop() {
  if (closing) return;
  closing = true;
  await server.close();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
