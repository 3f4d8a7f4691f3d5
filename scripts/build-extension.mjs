#!/usr/bin/env node
/**
 * Packages the simulated extension (src/mocks/extension/simulator.ts) as an unpacked Manifest V3
 * extension in dist-extension/: the manifest of extension/ and a content script that installs the
 * simulator on the page (decision 0021). Playwright loads it into Chromium with --load-extension;
 * a developer can load it from chrome://extensions. The simulator has no imports, so TypeScript's
 * transpiler is the whole build.
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function buildExtension(outDir = path.join(root, 'dist-extension')) {
  const source = readFileSync(path.join(root, 'src/mocks/extension/simulator.ts'), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020 },
  });
  const script = `(function () {\n  var exports = {};\n${outputText}\n  exports.installExtensionSimulator(window, {});\n})();\n`;
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'content.js'), script);
  copyFileSync(path.join(root, 'extension/manifest.json'), path.join(outDir, 'manifest.json'));
  return outDir;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(`Extensión simulada lista en ${buildExtension()}`);
}
