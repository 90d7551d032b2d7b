#!/bin/sh
# One step of the Maven build of the VS Code extension: modules (npm ci when needed), unit-tests,
# package (the .vsix), integration-tests. Without Node.js and npm, a build that runs no tests
# (./banneret build, or the build before ./banneret studio) leaves the extension out and says so;
# a test run fails, saying what to install.
set -eu
step=$1
skip_tests=${2:-false}
cd "$(dirname "$0")/.."
if ! command -v node >/dev/null || ! command -v npm >/dev/null \
    || ! node -e 'process.exit(Number(process.versions.node.split(".")[0]) >= 20 ? 0 : 1)'; then
  message="the VS Code extension is built with Node.js 20+ and npm, which this machine lacks (or has older): install Node.js 20 or newer with npm"
  if [ "$skip_tests" = true ]; then
    echo "banneret: $message; building the rest without it" >&2
    exit 0
  fi
  echo "banneret: $message" >&2
  exit 1
fi
case "$step" in
  modules) exec node scripts/modules.js ;;
  unit-tests) exec npm test ;;
  package) exec npm run package ;;
  integration-tests) exec npm run test:integration ;;
  *) echo "unknown step $step" >&2; exit 2 ;;
esac
