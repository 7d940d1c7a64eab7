// The magazine micro-frontend's own origin (port 3002 unless PORT says otherwise).
import path from 'node:path';
import { startStaticServer } from '@eventalp/shell-kit/server';

startStaticServer({ name: 'mf-magazine', distDir: path.resolve(__dirname), defaultPort: 3002 });
