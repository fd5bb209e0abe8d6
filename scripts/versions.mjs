// Prints the runtime the suite runs on, so a log shows it is the project's Node, not the system's.
console.log(`Node ${process.version} (${process.execPath})`);
if (Number(process.versions.node.split('.')[0]) < 24) {
  console.error('Expected Node 24 LTS from the `node` devDependency.');
  process.exit(1);
}
