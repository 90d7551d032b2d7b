'use strict';
// The README's picture of the extension's colouring: a part of an example tokenised by the
// grammar, as VS Code's default dark theme (Dark+) colours those scopes, written as HTML and
// photographed with Chromium (Debian's package chromium).
//   node scripts/picture.js [FILE [FIRST-LINE LAST-LINE [OUT.png]]]
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { execFileSync } = require('node:child_process');
const { tokenize, REPOSITORY } = require('../test/textmate');

// Dark+'s colours for the scopes the grammar uses; the longest matching prefix wins.
const THEME = {
  comment: 'color:#6A9955',
  string: 'color:#CE9178',
  'constant.character': 'color:#D7BA7D',
  'markup.underline.link': 'color:#CE9178;text-decoration:underline',
  'keyword.control': 'color:#C586C0',
  'keyword.operator': 'color:#D4D4D4',
  'constant.numeric': 'color:#B5CEA8',
  'entity.name.type': 'color:#4EC9B0',
  'entity.name.namespace': 'color:#4EC9B0',
  'entity.name.label': 'color:#D7BA7D',
  'entity.name': 'color:#DCDCAA',
  'variable.other.enummember': 'color:#4FC1FF',
  'variable.other.readwrite': 'color:#9CDCFE',
};

function styleOf(scopes) {
  for (const scope of [...scopes].reverse()) {
    const key = Object.keys(THEME)
      .filter((prefix) => scope === prefix || scope.startsWith(`${prefix}.`))
      .sort((a, b) => b.length - a.length)[0];
    if (key) return THEME[key];
  }
  return '';
}

const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function main() {
  const file = process.argv[2] ?? path.join(REPOSITORY, 'bundles', 'org.banneret.examples', 'bannockburn', 'stirling.scenario');
  const first = Number(process.argv[3] ?? 8);
  const last = Number(process.argv[4] ?? 44);
  const out = path.resolve(process.argv[5] ?? path.join(REPOSITORY, 'docs', 'images', 'vscode-colouring.png'));
  const text = fs.readFileSync(file, 'utf8');
  const { tokens } = await tokenize(text);
  const lines = text.split(/\r?\n/);
  const rows = [];
  for (let line = first - 1; line < Math.min(last, lines.length); line++) {
    const html = tokens
      .filter((token) => token.line === line)
      .map((token) => {
        const style = styleOf(token.scopes);
        const part = escape(token.text.replace(/\t/g, '    '));
        return style ? `<span style="${style}">${part}</span>` : part;
      })
      .join('');
    rows.push(`<div><span class="n">${line + 1}</span>${html}</div>`);
  }
  const page = `<!doctype html><meta charset="utf-8"><style>
body{margin:0;background:#1E1E1E;color:#D4D4D4;font:14px/20px "DejaVu Sans Mono",monospace;white-space:pre}
.tab{background:#252526;color:#CCCCCC;padding:6px 16px;font-family:"DejaVu Sans",sans-serif;font-size:13px}
.code{padding:8px 0} .n{display:inline-block;width:44px;margin-right:18px;text-align:right;color:#858585}
</style><div class="tab">${escape(path.basename(file))} — Banneret</div><div class="code">${rows.join('')}</div>`;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'banneret-picture-'));
  const html = path.join(folder, 'colouring.html');
  fs.writeFileSync(html, page);
  const width = 1180;
  const height = 20 * (rows.length + 1) + 48;
  execFileSync('chromium', [
    '--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', `--user-data-dir=${path.join(folder, 'profile')}`,
    '--hide-scrollbars', `--window-size=${width},${height}`, `--screenshot=${out}`, `file://${html}`,
  ], { stdio: 'ignore' });
  console.log(`${out}: ${rows.length} lines of ${path.basename(file)}`);
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
