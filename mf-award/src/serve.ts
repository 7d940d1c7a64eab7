// The award micro-frontend's own origin (port 3003 unless PORT says otherwise).
import path from 'node:path';
import { startStaticServer } from '@eventalp/shell-kit/server';

startStaticServer({ name: 'mf-award', distDir: path.resolve(__dirname), defaultPort: 3003 });
