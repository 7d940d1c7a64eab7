// The user-area micro-frontend's own origin (port 3004 unless PORT says otherwise).
import path from 'node:path';
import { startStaticServer } from '@eventalp/shell-kit/server';

startStaticServer({ name: 'mf-user-area', distDir: path.resolve(__dirname), defaultPort: 3004 });
