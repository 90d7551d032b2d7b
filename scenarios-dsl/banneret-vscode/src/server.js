'use strict';
// Where Banneret's language server is and how to start it: from the setting banneret.server.path
// (a banneret launcher or a Banneret Studio product folder), else a banneret on the PATH, else the
// launcher of the clone of Banneret's repository that an open folder is in (its examples, say). No VS Code API here, so that
// node's own test runner can check every case.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const SERVER_CLASS = 'org.banneret.dsl.ide.server.BanneretLanguageServer';
const LAUNCHER = 'banneret';

/**
 * How to start the server: { command, args, origin } where origin says in words what was found, or
 * { problem } with a message for the user that says what to set.
 *   setting:    banneret.server.path, as the user wrote it ('' when unset)
 *   javaHome:   banneret.java.home ('' when unset)
 *   folders:    the open workspace folders' paths
 *   env:        the environment (PATH, JAVA_HOME, HOME)
 */
function findServer({ setting = '', javaHome = '', folders = [], env = process.env, platform = process.platform }) {
  const wanted = expand(setting.trim(), env, folders);
  if (wanted) {
    if (!fs.existsSync(wanted)) {
      return { problem: `banneret.server.path is ${setting}, which does not exist. ${HOW_TO_SET}` };
    }
    if (fs.statSync(wanted).isDirectory()) {
      const plugins = productPlugins(wanted);
      if (plugins) return productServer(wanted, plugins, javaHome, env, platform, setting);
      const launcher = [path.join(wanted, LAUNCHER), path.join(wanted, 'bin', LAUNCHER)].find(isExecutable);
      if (launcher) return launcherServer(launcher, `the launcher ${launcher}`);
      return {
        problem: `banneret.server.path is ${setting}, a folder with neither a banneret launcher nor a Banneret Studio product (plugins/org.banneret.dsl.ide_*.jar). ${HOW_TO_SET}`,
      };
    }
    if (!isExecutable(wanted)) {
      return { problem: `banneret.server.path is ${setting}, which is not an executable file (chmod +x it, or name the banneret launcher). ${HOW_TO_SET}` };
    }
    return launcherServer(wanted, `the launcher ${wanted}`);
  }
  const onPath = searchPath(LAUNCHER, env, platform);
  if (onPath) return launcherServer(onPath, `${onPath} on the PATH`);
  for (const folder of folders) {
    const launcher = repositoryLauncher(folder);
    if (launcher) return launcherServer(launcher, `the repository's launcher ${launcher}`);
  }
  return { problem: `Banneret's language server was not found: there is no banneret on the PATH. ${HOW_TO_SET}` };
}

const HOW_TO_SET =
  'Set banneret.server.path to the banneret launcher (./banneret in a clone of the repository, or an installed banneret) or to the folder of a built Banneret Studio product. Colour, brackets and comments work without it.';

/** The launcher of the clone of Banneret's repository that holds a folder, or null. */
function repositoryLauncher(folder) {
  for (let here = path.resolve(folder); ; here = path.dirname(here)) {
    const launcher = path.join(here, LAUNCHER);
    if (isExecutable(launcher) && fs.existsSync(path.join(here, 'scenarios-dsl'))) return launcher;
    if (path.dirname(here) === here) return null;
  }
}

function launcherServer(launcher, origin) {
  return { command: launcher, args: ['lsp'], origin };
}

function productServer(folder, plugins, javaHome, env, platform, setting) {
  const java = findJava(javaHome, env, platform);
  if (java.problem) return java;
  return {
    command: java.command,
    args: ['-cp', path.join(plugins, '*'), SERVER_CLASS],
    origin: `the product ${folder}, run by ${java.command}`,
  };
}

/** The product's plugins folder, or null: it holds the language server's bundle. */
function productPlugins(folder) {
  const plugins = path.join(folder, 'plugins');
  if (!fs.existsSync(plugins) || !fs.statSync(plugins).isDirectory()) return null;
  return fs.readdirSync(plugins).some((name) => /^org\.banneret\.dsl\.ide_.*\.jar$/.test(name)) ? plugins : null;
}

/** A JDK 21+ from banneret.java.home, else JAVA_HOME, else java on the PATH (its version unknown until it runs). */
function findJava(javaHome, env, platform) {
  const executable = platform === 'win32' ? 'java.exe' : 'java';
  for (const [home, from] of [[javaHome, 'banneret.java.home'], [env.JAVA_HOME, 'JAVA_HOME']]) {
    if (!home) continue;
    const java = path.join(home, 'bin', executable);
    if (!isExecutable(java)) return { problem: `${from} is ${home}, which has no bin/${executable}. Set banneret.java.home to a JDK 21 or newer.` };
    const major = javaMajor(home);
    if (major !== null && major < 21) {
      return { problem: `${from} is ${home}, a Java ${major}; Banneret's language server needs Java 21 or newer. Set banneret.java.home to a JDK 21 or newer.` };
    }
    return { command: java };
  }
  const java = searchPath(executable, env, platform);
  return java ? { command: java } : { problem: 'No Java to run the Banneret product with: set banneret.java.home to a JDK 21 or newer.' };
}

/** The major version a JDK's release file gives (JAVA_VERSION="21.0.2" gives 21), or null. */
function javaMajor(home) {
  try {
    const version = /^JAVA_VERSION="(\d+)(?:\.(\d+))?/m.exec(fs.readFileSync(path.join(home, 'release'), 'utf8'));
    if (!version) return null;
    return Number(version[1]) === 1 ? Number(version[2]) : Number(version[1]);
  } catch {
    return null;
  }
}

function searchPath(name, env, platform) {
  const separator = platform === 'win32' ? ';' : ':';
  for (const folder of (env.PATH ?? '').split(separator)) {
    if (!folder) continue;
    const file = path.join(folder, name);
    if (isExecutable(file)) return file;
  }
  return null;
}

function isExecutable(file) {
  try {
    const stat = fs.statSync(file);
    if (!stat.isFile()) return false;
    fs.accessSync(file, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** ~ and ${workspaceFolder} as VS Code users write them; a relative path is the first folder's. */
function expand(setting, env, folders) {
  if (!setting) return '';
  let expanded = setting.replace(/\$\{workspaceFolder\}/g, folders[0] ?? '.');
  if (expanded === '~' || expanded.startsWith('~/')) expanded = path.join(env.HOME ?? os.homedir(), expanded.slice(1));
  return path.isAbsolute(expanded) ? expanded : path.resolve(folders[0] ?? process.cwd(), expanded);
}

/**
 * Says a problem to the user once: again only after the settings change, so that opening a
 * second file does not bring the same message back.
 */
class OneWarning {
  constructor(show) {
    this.show = show;
    this.said = null;
  }

  warn(message) {
    if (this.said === message) return false;
    this.said = message;
    this.show(message);
    return true;
  }

  settingsChanged() {
    this.said = null;
  }
}

module.exports = { findServer, javaMajor, OneWarning, SERVER_CLASS };
