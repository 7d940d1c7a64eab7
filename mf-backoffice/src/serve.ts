// The backoffice micro-frontend's own origin (port 3005 unless PORT says otherwise).
import path from 'node:path';
import { startStaticServer } from '@eventalp/shell-kit/server';

startStaticServer({ name: 'mf-backoffice', distDir: path.resolve(__dirname), defaultPort: 3005 });
