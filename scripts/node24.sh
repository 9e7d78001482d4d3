#!/usr/bin/env bash
# Runs a command under Node 24 LTS next to the machine's own Node, without touching its install.
#
#   bash scripts/node24.sh setup            install Node 24 and build the native modules for it
#   bash scripts/node24.sh <command> [...]  run <command> with Node 24 first on PATH (sets up first)
#
# e.g. `bash scripts/node24.sh npm test`, `bash scripts/node24.sh npx lighthouse ...`.
#
# Node comes from the npm registry package node-linux-<arch> (the official binary plus its C++
# headers), unpacked under .tools/ (git-ignored; SVC_TOOLS_DIR moves it). Packages that compile a
# native addon on install are installed a second time, at the same versions, into
# .tools/node24-native/node_modules and compiled against the Node 24 headers (npm_config_nodedir).
# node_modules stays built for the machine's Node; under Node 24 a module hook
# (scripts/node24-native.mjs) loads each addon from the Node 24 build instead.
# NODE20_ONLY lists packages installed for Node 20 alone, never loaded on Node 24, so not built for
# it: better-sqlite3 12 (src/store/sqlite-driver.ts loads the prebuilt Node-API better-sqlite3 13 on
# Node >= 22). A stray import of one on Node 24 then fails at once, naming the ABI mismatch.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
NODE24_VERSION="${NODE24_VERSION:-24.21.0}"
TOOLS="${SVC_TOOLS_DIR:-$ROOT/.tools}"
case "$(uname -m)" in
  x86_64) ARCH=x64 ;;
  aarch64) ARCH=arm64 ;;
  *) echo "node24.sh: no node-linux package for $(uname -m)" >&2; exit 1 ;;
esac
NODE_DIR="$TOOLS/node-$NODE24_VERSION"
NATIVE_DIR="$TOOLS/node24-native"
NODE20_ONLY=(better-sqlite3)

die() { echo "node24.sh: $*" >&2; exit 1; }

install_node() {
  [ -x "$NODE_DIR/bin/node" ] && return
  local tmp
  tmp="$(mktemp -d)"
  echo "node24.sh: installing Node $NODE24_VERSION from the npm registry (node-linux-$ARCH)" >&2
  (cd "$tmp" && npm pack --silent "node-linux-$ARCH@$NODE24_VERSION" >/dev/null) \
    || die "could not fetch node-linux-$ARCH@$NODE24_VERSION from the npm registry"
  mkdir -p "$NODE_DIR.partial"
  tar xzf "$tmp"/node-linux-"$ARCH"-*.tgz -C "$NODE_DIR.partial" --strip-components=1
  rm -rf "$tmp" "$NODE_DIR"
  mv "$NODE_DIR.partial" "$NODE_DIR"
}

# "name@version" of every installed package that compiles a native addon on install: a binding.gyp
# built by an install script, or by npm's implicit `node-gyp rebuild` (no script, gypfile not false).
native_packages() {
  (cd "$ROOT" && find node_modules -name binding.gyp -not -path '*/node_modules/*/node_modules/*/node_modules/*' \
    | xargs -r -n1 dirname | node -e '
      const dirs = require("fs").readFileSync(0, "utf8").split("\n").filter(Boolean);
      for (const dir of dirs) {
        let p;
        try { p = require(require("path").resolve(dir, "package.json")); } catch { continue; }
        const s = p.scripts ?? {};
        if (s.install || s.preinstall || s.postinstall || p.gypfile !== false) console.log(`${p.name}@${p.version}`);
      }' | sort -u | grep -v -E "^($(IFS='|'; echo "${NODE20_ONLY[*]}"))@" || true)
}

build_native() {
  [ -d "$ROOT/node_modules" ] || die "run npm install first (node_modules is missing)"
  local wanted stamp
  wanted="node $NODE24_VERSION; $(native_packages | tr '\n' ' ')"
  stamp="$NATIVE_DIR/.built-for"
  [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$wanted" ] && return
  rm -rf "$NATIVE_DIR"
  mkdir -p "$NATIVE_DIR"
  if [ -z "$(native_packages)" ]; then
    echo "$wanted" >"$stamp"
    return
  fi
  echo "node24.sh: building native modules for Node $NODE24_VERSION: $(native_packages | tr '\n' ' ')" >&2
  native_packages | node -e '
    const specs = require("fs").readFileSync(0, "utf8").split("\n").filter(Boolean);
    const at = (s) => s.lastIndexOf("@");
    const dependencies = Object.fromEntries(specs.map((s) => [s.slice(0, at(s)), s.slice(at(s) + 1)]));
    const allowScripts = Object.fromEntries(specs.map((s) => [s, true]));
    console.log(JSON.stringify({ name: "svc-node24-native", private: true, dependencies, allowScripts }, null, 2));
  ' >"$NATIVE_DIR/package.json"
  (cd "$NATIVE_DIR" && PATH="$NODE_DIR/bin:$PATH" npm_config_nodedir="$NODE_DIR" npm_config_build_from_source=true \
    npm install --no-audit --no-fund --no-package-lock --loglevel=error >/dev/null) \
    || die "building the native modules against the Node $NODE24_VERSION headers failed (needs make, g++ and python3)"
  echo "$wanted" >"$stamp"
}

[ $# -gt 0 ] || die "usage: bash scripts/node24.sh setup | <command> [args...]"
install_node
build_native
[ "$1" = "setup" ] && { "$NODE_DIR/bin/node" --version; exit 0; }

export PATH="$NODE_DIR/bin:$PATH"
export SVC_NATIVE_MODULES="$NATIVE_DIR/node_modules"
export NODE_OPTIONS="--import=$ROOT/scripts/node24-native.mjs${NODE_OPTIONS:+ $NODE_OPTIONS}"
exec "$@"
