// Entry of the shell server: `node shell/dist/server/main.js` (PORT, API_URL, MF_*_URL).
import path from 'node:path';
import { readShellConfig } from './config';
import { createShellServer } from './createShellServer';

const config = readShellConfig(process.env, path.resolve(__dirname, '../public'));
createShellServer(config).listen(config.port, () => {
  console.info(`shell listening on http://localhost:${config.port} (API ${config.apiUrl})`);
});
