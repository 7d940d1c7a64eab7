// The shell's chrome uses the kit's counted body flags, as the micro-frontends do.
export { useBodyFlag } from '@eventalp/shell-kit';
