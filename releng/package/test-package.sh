#!/usr/bin/env bash
# Installs the built .deb on this machine, as a user would (root: it runs dpkg), and checks the
# installed Banneret with its own Java runtime, not the machine's JDK and not the repository:
# the control data, validate against the repository's launcher, lsp, export, the Studio under
# Xvfb opened the way a double-click opens a scenario, and that removing it leaves nothing behind.
# Prints the package's size and start-up figures. Run by .ci/run after ./banneret test.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
deb=$(compgen -G "$root/releng/package/target/banneret_*_amd64.deb" | head -1)
[ -n "$deb" ] || { echo "no .deb: run ./banneret package first" >&2; exit 2; }
[ "$(id -u)" -eq 0 ] || { echo "test-package.sh installs a package: run it as root" >&2; exit 2; }

fail() { echo "test-package: FAILED: $*" >&2; exit 1; }
pass() { echo "test-package: ok: $*"; }
field() { dpkg-deb -f "$deb" "$1"; }

# --- the package's control data
[ "$(field Package)" = banneret ] || fail "Package is $(field Package)"
[ "$(field Architecture)" = amd64 ] || fail "Architecture is $(field Architecture)"
[[ "$(field Version)" =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]] || fail "Version is $(field Version)"
depends=$(field Depends)
[[ "$depends" == *"libgtk-3-0 | libgtk-3-0t64"* ]] || fail "GTK 3, which the Studio needs, is not among the dependencies: $depends"
if grep -qiE 'jdk|jre|java|maven|xdg-utils|libasound' <<<"$depends"; then fail "a dependency the package does not need: $depends"; fi
deb_bytes=$(stat -c %s "$deb")
installed_kb=$(field Installed-Size)
[ "$deb_bytes" -lt $((160 * 1024 * 1024)) ] || fail "the .deb is $deb_bytes bytes"
pass "control data: $(field Package) $(field Version) $(field Architecture); Depends: $depends"

# --- install (the machine has the dependencies; dpkg -i is what the issue asks to check)
dpkg -i "$deb" >/dev/null || fail "dpkg -i $deb"
trap 'dpkg --purge banneret >/dev/null 2>&1 || true' EXIT
[ "$(command -v banneret)" = /usr/bin/banneret ] || fail "banneret is not on the PATH: $(command -v banneret || true)"
pass "installed: /usr/bin/banneret -> $(readlink /usr/bin/banneret)"

# Everything from here runs as a user would run it: no JDK, no Maven, not in the repository.
scratch=$(mktemp -d)
trap 'dpkg --purge banneret >/dev/null 2>&1 || true; rm -rf "$scratch"' EXIT
export HOME=$scratch/home BANNERET_CACHE=$scratch/cache BANNERET_WORKSPACE=$scratch/workspace
mkdir -p "$HOME"
user_path=/usr/local/bin:/usr/bin:/bin
installed() { (cd "$scratch" && env -u JAVA_HOME PATH=$user_path banneret "$@"); }
cp -r "$root/bundles/org.banneret.examples/bannockburn" "$root/bundles/org.banneret.examples/cryhavoc" "$scratch/"

# --- validate: the same findings and exit code as the repository's launcher
for target in bannockburn/stirling.scenario bannockburn cryhavoc/assault.scenario; do
  set +e
  installed validate "$scratch/$target" >"$scratch/installed.txt" 2>/dev/null; installed_code=$?
  (cd "$scratch" && BANNERET_NO_BUILD=1 "$root/banneret" validate "$scratch/$target") >"$scratch/repository.txt" 2>/dev/null; repository_code=$?
  set -e
  diff "$scratch/repository.txt" "$scratch/installed.txt" || fail "validate $target: the installed findings differ"
  [ "$installed_code" = "$repository_code" ] || fail "validate $target: exit $installed_code, the repository's launcher $repository_code"
done
installed validate "$scratch/no-such.scenario" >/dev/null 2>&1 && fail "validate of a missing file succeeded" || [ $? -eq 2 ] || fail "validate of a missing file: not exit 2"
pass "validate: the repository launcher's findings and exit codes, on Stirling, the Bannockburn folder and Assault!"

# --- the rule catalogue, export and the language server
catalogue=$(installed rules --format json) || fail "rules"
grep -q '"BAN-STACK-1"' <<<"$catalogue" || fail "the rule catalogue lacks BAN-STACK-1"
installed export "$scratch/bannockburn/stirling.scenario" --what map --format pdf -o "$scratch/stirling.pdf" >/dev/null 2>&1 || fail "export"
[ "$(head -c 5 "$scratch/stirling.pdf")" = "%PDF-" ] || fail "export wrote no PDF"
pass "rules and export (a $(stat -c %s "$scratch/stirling.pdf")-byte PDF)"

lsp_report=$(cd "$scratch" && env -u JAVA_HOME PATH=$user_path python3 "$root/releng/package/lsp_first_diagnostics.py" banneret "$scratch/bannockburn/stirling.scenario") \
  || fail "lsp: $lsp_report"
pass "lsp answers initialize and publishes Stirling's findings: $lsp_report"

# --- the Studio, started as the desktop entry starts it on a scenario (what a double-click runs)
desktop=/usr/share/applications/banneret.desktop
[ -f "$desktop" ] || fail "no menu entry $desktop"
grep -q '^MimeType=.*application/x-banneret-scenario' "$desktop" || fail "the menu entry takes no scenarios"
[ -f /usr/share/mime/packages/banneret.xml ] || fail "no MIME types"
if [ -f /usr/share/mime/globs2 ]; then
  grep -q 'application/x-banneret-scenario:\*\.scenario' /usr/share/mime/globs2 || fail "the MIME database does not know *.scenario"
fi
if command -v gio >/dev/null && command -v update-desktop-database >/dev/null; then
  # Read whole, not piped into grep -q: grep stopping early would fail gio, and the pipe, with SIGPIPE.
  handlers=$(gio mime application/x-banneret-scenario 2>&1 || true)
  grep -q 'Default application.*banneret\.desktop' <<<"$handlers" \
    || fail "the desktop does not open scenarios with Banneret Studio: $handlers"
fi
exec_line=$(sed -n 's/^Exec=//p' "$desktop")
mkdir -p "$scratch/my-scenarios"
cp "$root/bundles/org.banneret.examples/bannockburn/stirling."* "$scratch/my-scenarios/"
read -r -a command <<<"${exec_line//%F/$scratch/my-scenarios/stirling.scenario}"
xvfb-run -a -s "-screen 0 1600x1000x24" env -u JAVA_HOME PATH=$user_path "${command[@]}" >"$scratch/studio.log" 2>&1 &
studio=$!
door=$BANNERET_WORKSPACE/.metadata/banneret-studio.door
for _ in $(seq 1 240); do
  [ -f "$door" ] && [ -f "$scratch/my-scenarios/.project" ] && break
  kill -0 $studio 2>/dev/null || { cat "$scratch/studio.log" >&2; fail "the Studio exited"; }
  sleep 0.5
done
[ -f "$door" ] || { cat "$scratch/studio.log" >&2; fail "the Studio did not start within 120 s"; }
[ -f "$scratch/my-scenarios/.project" ] || fail "the Studio did not open stirling.scenario in a project on its folder"
# A second double-click hands its file to the Studio that runs.
cp "$root/bundles/org.banneret.examples/bannockburn/falkirk."* "$scratch/my-scenarios/"
handed=$(installed studio "$scratch/my-scenarios/falkirk.scenario" 2>&1 || true)
grep -q "handed 1 file" <<<"$handed" || fail "a second start did not hand its file over: $handed"
kill $studio 2>/dev/null || true
pkill -f "$BANNERET_WORKSPACE" 2>/dev/null || true
wait $studio 2>/dev/null || true
grep -q "Exception" "$scratch/studio.log" && { cat "$scratch/studio.log" >&2; fail "the Studio logged an exception"; }
pass "the menu entry's command opened the Studio on stirling.scenario; a second start handed falkirk.scenario over"

# --- start-up figures, installed against the repository's launcher (start-up cache trained for both)
installed validate "$scratch/bannockburn/stirling.scenario" >/dev/null 2>&1 || true
(cd "$scratch" && BANNERET_NO_BUILD=1 "$root/banneret" validate "$scratch/bannockburn/stirling.scenario") >/dev/null 2>&1 || true
sleep 20 # the start-up caches train in the background after a first run
wall() { local start; start=$(date +%s%N); "$@" >/dev/null 2>&1 || true; echo $((($(date +%s%N) - start) / 1000000)); }
installed_ms=(); repository_ms=()
for _ in 1 2 3; do
  installed_ms+=("$(wall installed validate "$scratch/bannockburn/stirling.scenario")")
  repository_ms+=("$(wall env BANNERET_NO_BUILD=1 "$root/banneret" validate "$scratch/bannockburn/stirling.scenario")")
done
lsp_installed=$(cd "$scratch" && env -u JAVA_HOME PATH=$user_path python3 "$root/releng/package/lsp_first_diagnostics.py" banneret "$scratch/bannockburn/stirling.scenario" || true)
lsp_repository=$(cd "$scratch" && BANNERET_NO_BUILD=1 python3 "$root/releng/package/lsp_first_diagnostics.py" "$root/banneret" "$scratch/bannockburn/stirling.scenario" || true)
echo "test-package: figures: .deb $((deb_bytes / 1024 / 1024)) MB, installed $((installed_kb / 1024)) MB;" \
  "validate Stirling: installed ${installed_ms[*]} ms, repository launcher ${repository_ms[*]} ms;" \
  "lsp: installed ${lsp_installed%%, [0-9]* findings*}; repository launcher ${lsp_repository%%, [0-9]* findings*}"

# --- the Studio wrote nothing into the installation, even as root
written=$(find /opt/banneret -newer "$deb" -not -type d 2>/dev/null | head -5)
[ -z "$written" ] || fail "the Studio wrote into the installation: $written"

# --- removal leaves nothing outside the user's data
owned=$(dpkg -L banneret)
dpkg --purge banneret >/dev/null || fail "dpkg --purge"
[ ! -e /usr/bin/banneret ] && [ ! -e /opt/banneret ] || fail "files left after removal: $(find /opt/banneret 2>/dev/null | head -5)"
left=$(while read -r path; do [ -f "$path" ] || [ -L "$path" ] && echo "$path"; done <<<"$owned" || true)
[ -z "$left" ] || fail "left after removal: $left"
[ -d "$BANNERET_WORKSPACE" ] || fail "the user's workspace went with the package"
pass "removed: nothing of the package is left; the user's workspace and cache stay"
