'use strict';
// npm ci when node_modules is not what package-lock.json says (npm writes its own copy of the lock
// to node_modules/.package-lock.json when it installs), so that a build does not reinstall each time.
// Optional packages (another platform's binaries) are installed only where they fit.
const fs = require('node:fs');
const path = require('node:path');
const { execFileSync } = require('node:child_process');

const root = path.join(__dirname, '..');
const wanted = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')).packages;
let installed = null;
try {
  installed = JSON.parse(fs.readFileSync(path.join(root, 'node_modules', '.package-lock.json'), 'utf8')).packages;
} catch {
  // not installed yet
}
const same =
  installed !== null &&
  Object.entries(wanted).every(([name, entry]) => name === '' || entry.optional || (installed[name] && installed[name].version === entry.version && installed[name].integrity === entry.integrity));
if (!same) {
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
}
