// After the two web builds (web/package.json "build"): the client's index.html becomes app.html,
// so Hosting sends '/' to the ssr function instead of serving it as a static file (firebase.json),
// and a copy becomes the server renderer's template next to its bundle in functions/ssr/.
import { copyFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../lib/process.mjs';

const dist = join(repoRoot, 'web', 'dist');
renameSync(join(dist, 'index.html'), join(dist, 'app.html'));
copyFileSync(join(dist, 'app.html'), join(repoRoot, 'functions', 'ssr', 'template.html'));
console.log('web/dist/app.html and functions/ssr/template.html written');
