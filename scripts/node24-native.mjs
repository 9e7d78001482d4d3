// Preloaded by scripts/node24.sh (NODE_OPTIONS=--import): every native addon (.node file) a
// package in node_modules loads is taken from the copy of that package built for this Node in
// SVC_NATIVE_MODULES, when that copy has it. The JavaScript keeps coming from node_modules; the two
// are the same package version (node24.sh builds exactly the installed versions).
import { existsSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const nativeModules = process.env.SVC_NATIVE_MODULES;
const marker = '/node_modules/';

function rebuiltAddon(url) {
  if (!url.startsWith('file:') || !url.endsWith('.node')) return undefined;
  const path = fileURLToPath(url);
  const at = path.lastIndexOf(marker);
  if (at < 0 || path.startsWith(nativeModules)) return undefined;
  const candidate = `${nativeModules}/${path.slice(at + marker.length)}`;
  return existsSync(candidate) ? pathToFileURL(candidate).href : undefined;
}

if (nativeModules) {
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const resolved = nextResolve(specifier, context);
      const addon = rebuiltAddon(resolved.url);
      return addon ? { ...resolved, url: addon } : resolved;
    },
  });
}
