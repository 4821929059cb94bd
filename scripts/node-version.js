// Refuses an unsupported Node with one clear line (issue 52, decision 285). Imported first by server.js and
// scripts/start.js, so it runs before anything else is loaded. Node 20 is out of support since 2026-04-30.
export const REQUIRED_NODE_MAJOR = 24

const major = Number.parseInt(process.versions.node.split('.')[0], 10)
if (major < REQUIRED_NODE_MAJOR) {
	console.error(
		`Twentyfour needs Node.js ${REQUIRED_NODE_MAJOR} or later; this is Node.js ${process.version}. ` +
			`docs/self-hosting.md ("Node") says how to get it.`,
	)
	process.exit(1)
}
