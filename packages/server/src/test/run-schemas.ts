/** The prefix of every PostgreSQL schema a test run creates, so the run's global setup can drop them all. */
export function testSchemaPrefix(runId: string): string {
  return `test_${runId}_`;
}
