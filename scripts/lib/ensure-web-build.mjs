import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Builds the web app with electron-vite when out/renderer/index.html is missing. */
export function ensureWebBuild(repoRoot) {
  if (existsSync(join(repoRoot, 'out', 'renderer', 'index.html'))) return;
  console.log('Building the web app (first start)...');
  const build = spawnSync('npx', ['electron-vite', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('The web app build failed; see the messages above.');
    process.exit(build.status ?? 1);
  }
}
