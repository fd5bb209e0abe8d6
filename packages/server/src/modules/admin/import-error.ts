/** One thing wrong with an import file, at the line it was found on (null when it concerns the whole file). */
export interface ImportProblem {
  line: number | null;
  message: string;
}

/** The most problems one failed import reports; the rest are counted. */
export const maxReportedProblems = 50;

/** An import file the importer refuses; nothing of it has been written. */
export class ImportError extends Error {
  readonly problems: ImportProblem[];

  constructor(message: string, line: number | null = null) {
    super(line === null ? message : `line ${line}: ${message}`);
    this.name = 'ImportError';
    this.problems = [{ line, message }];
  }

  static of(problems: ImportProblem[]): ImportError {
    const error = new ImportError(problems[0].message, problems[0].line);
    error.problems.splice(0, 1, ...problems);
    error.message = problems.map(formatProblem).join('\n');
    return error;
  }
}

export function formatProblem(problem: ImportProblem): string {
  return problem.line === null ? problem.message : `line ${problem.line}: ${problem.message}`;
}

/** Collects problems while a file is checked, then throws them all at once. */
export class ProblemList {
  readonly problems: ImportProblem[] = [];
  private dropped = 0;

  add(line: number | null, message: string): void {
    if (this.problems.length < maxReportedProblems) this.problems.push({ line, message });
    else this.dropped += 1;
  }

  throwIfAny(): void {
    if (this.problems.length === 0) return;
    const problems = [...this.problems];
    if (this.dropped > 0) problems.push({ line: null, message: `${this.dropped} more problems not shown` });
    throw ImportError.of(problems);
  }
}
