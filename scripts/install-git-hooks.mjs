#!/usr/bin/env node
// `npm install` (the root's `prepare`): points git at the repository's hooks in .githooks, so the
// pre-commit checks run for everybody. Does nothing outside a git checkout (e.g. a tarball).
import { execFileSync } from 'node:child_process';

try {
  execFileSync('git', ['rev-parse', '--git-dir'], { stdio: 'ignore' });
} catch {
  process.exit(0);
}
execFileSync('git', ['config', 'core.hooksPath', '.githooks']);
