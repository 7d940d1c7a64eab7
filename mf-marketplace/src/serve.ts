// The marketplace's own origin (port 3001 unless PORT says otherwise).
import path from 'node:path';
import { startStaticServer } from '@eventalp/shell-kit/server';

startStaticServer({ name: 'mf-marketplace', distDir: path.resolve(__dirname), defaultPort: 3001 });
