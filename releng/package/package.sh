#!/usr/bin/env bash
# Makes Banneret installable, without a JDK or Maven on the user's machine: a Java runtime of just
# the modules Banneret needs (jlink), with the built product, the launcher, the examples and the
# rule catalogue, as a Debian package (jpackage) and as a plain archive of the same image.
#   package.sh JDK ROOT      JDK: a JDK 21+ with jlink and jpackage; ROOT: the built repository
# Writes releng/package/target/banneret_VERSION_amd64.deb and banneret-VERSION-linux-x86_64.tar.gz.
set -euo pipefail
jdk=$1
root=$2
here=$root/releng/package
out=$here/target
name=banneret

die() { echo "banneret: $*" >&2; exit 2; }
[ -x "$jdk/bin/jpackage" ] && [ -x "$jdk/bin/jlink" ] || die "the JDK at $jdk has no jpackage or jlink"
command -v dpkg-deb >/dev/null && command -v fakeroot >/dev/null \
  || die "a Debian package is made with dpkg-deb and fakeroot: install Debian's packages dpkg-dev and fakeroot"
archive=$(compgen -G "$root/releng/org.banneret.studio/target/products/banneret-studio-*-linux.gtk.x86_64.tar.gz" | head -1)
[ -n "$archive" ] || die "the product is not built: run ./banneret build"
# The version without Maven's -SNAPSHOT: jpackage and dpkg want numbers.
version=$(sed -n 's/^  <version>\([0-9.]*\).*<\/version>/\1/p' "$root/pom.xml" | head -1)

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
app=$work/app
mkdir -p "$app/examples" "$app/docs"
# The product as the build archived it, without the state a run leaves in its folder.
tar -xzf "$archive" -C "$app"
cp "$root/banneret" "$app/$name"
for game in bannockburn cryhavoc sluys; do cp -r "$root/bundles/org.banneret.examples/$game" "$app/examples/"; done
cp "$root/docs/rules.md" "$app/docs/"
cp "$root/LICENSE" "$root/NOTICE" "$app/"
launcher_jar=$(cd "$app" && compgen -G "plugins/org.eclipse.equinox.launcher_*.jar" | head -1)

# The modules the product's jars use (jdeps), and those it reaches by name at run time.
modules=$("$jdk/bin/jdeps" --ignore-missing-deps --print-module-deps --multi-release "$(sed -n 's/^JAVA_VERSION="\([0-9]*\).*/\1/p' "$jdk/release")" \
  -q "$app"/plugins/*.jar)
modules=$modules,jdk.zipfs,jdk.charsets,jdk.crypto.ec,jdk.localedata
echo "banneret: a Java runtime of $modules" >&2
"$jdk/bin/jlink" --add-modules "$modules" --strip-debug --no-man-pages --no-header-files --compress zip-6 \
  --include-locales en --output "$work/runtime"
# Banneret plays no sound: without Java Sound's native library the package needs no ALSA.
rm -f "$work/runtime/lib/libjsound.so"

rm -rf "$out"
mkdir -p "$out"
common=(--name "$name" --app-version "$version" --vendor "Banneret" --copyright "Banneret contributors, EPL-2.0"
  --description "Scenario and map editor suite for hex-and-counter wargames"
  --icon "$root/bundles/org.banneret.ui/icons/banneret-128.png")
# The native launcher, /opt/banneret/bin/banneret, starts the Studio on the user's workspace; the
# command on the PATH is the launcher script (lib/app/banneret), which does everything else.
"$jdk/bin/jpackage" --type app-image "${common[@]}" --dest "$work/image" \
  --input "$app" --main-jar "$launcher_jar" --main-class org.eclipse.equinox.launcher.Main \
  --runtime-image "$work/runtime" \
  --java-options "-Xmx2g -XX:CompileThresholdScaling=0.3 --sun-misc-unsafe-memory-access=allow" \
  --java-options "-Dosgi.configuration.area=@user.home/.cache/banneret/studio/configuration" \
  --java-options "-Dosgi.sharedConfiguration.area=\$APPDIR/configuration -Dosgi.configuration.cascaded=true" \
  --arguments "-data @user.home/banneret-workspace"

# jpackage makes the package and finds the system libraries its runtime links against. The menu
# entry, the MIME types, the icons and the command on the PATH are then added as Debian's own
# packages add them: as files that dpkg owns, which the desktop's caches pick up by dpkg's
# triggers, instead of jpackage's xdg-utils calls (which fail on a machine without a menu).
"$jdk/bin/jpackage" --type deb "${common[@]}" --dest "$work/deb" --app-image "$work/image/$name" \
  --linux-package-name "$name" --linux-deb-maintainer "banneret@localhost" --linux-app-category games \
  --linux-package-deps "libgtk-3-0 | libgtk-3-0t64"
stage=$work/stage
dpkg-deb -R "$work/deb/${name}_${version}_amd64.deb" "$stage"
install -d "$stage/usr/bin" "$stage/usr/share/applications" "$stage/usr/share/mime/packages" \
  "$stage/usr/share/icons/hicolor/128x128/apps" "$stage/usr/share/icons/hicolor/16x16/mimetypes"
ln -s /opt/$name/lib/app/$name "$stage/usr/bin/$name"
install -m 644 "$here/resources/banneret.desktop" "$stage/usr/share/applications/$name.desktop"
install -m 644 "$here/resources/banneret.xml" "$stage/usr/share/mime/packages/$name.xml"
install -m 644 "$root/bundles/org.banneret.ui/icons/banneret-128.png" "$stage/usr/share/icons/hicolor/128x128/apps/$name.png"
for extension in gamesystem hexmap scenario; do
  install -m 644 "$root/bundles/org.banneret.ui/icons/$extension.png" \
    "$stage/usr/share/icons/hicolor/16x16/mimetypes/application-x-banneret-$extension.png"
done
# jpackage's scripts only run its xdg-utils calls, which this package does not make.
rm -f "$stage/DEBIAN/postinst" "$stage/DEBIAN/prerm" "$stage/DEBIAN/postrm" "$stage/DEBIAN/preinst"
sed -i -e "s/^Installed-Size: .*/Installed-Size: $(du -sk --exclude=DEBIAN "$stage" | cut -f1)/" \
  -e 's/, *xdg-utils *,/,/' -e 's/ *,* *xdg-utils *$//' -e 's/ ,/,/g' "$stage/DEBIAN/control"
# A desktop's tools read the menu entry's MIME types and the MIME database; desktops have them.
sed -i '/^Depends:/a Recommends: desktop-file-utils, shared-mime-info' "$stage/DEBIAN/control"
sed -i '/^Description:/a\ Banneret Studio (a map and set-up editor and a text editor for the scenario language), and\n the banneret command: validate, rules, export, import and the language server (lsp).' "$stage/DEBIAN/control"
fakeroot dpkg-deb --build -Zxz "$stage" "$out/${name}_${version}_amd64.deb" >/dev/null

# The same image as an archive for other Linux systems: banneret/banneret is the command.
ln -s lib/app/$name "$work/image/$name/$name"
cat > "$work/image/$name/README" <<TEXT
Banneret $version: unpack anywhere, then run banneret/banneret studio (the Studio), or banneret/banneret validate FILE, export, import, rules, lsp.
It carries its own Java runtime; the Studio needs GTK 3 (libgtk-3-0). Examples: banneret/lib/app/examples.
Banneret is under the Eclipse Public License 2.0 (banneret/lib/app/LICENSE; third-party licences in NOTICE).
TEXT
tar -czf "$out/$name-$version-linux-x86_64.tar.gz" -C "$work/image" "$name"
ls -l "$out"
