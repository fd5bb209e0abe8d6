// The little of jsdom the server's tests use (boot-script.test.ts runs the page's inline loader in it). The
// server compiles without the DOM's types and the workspace has no @types/jsdom: these shapes stand in.
declare module 'jsdom' {
  interface TestNode {
    getAttribute(name: string): string | null;
  }
  interface TestHead {
    querySelectorAll(selector: string): { length: number };
    lastElementChild: TestNode | null;
  }
  interface TestMutationRecord {
    addedNodes: { length: number };
  }
  export class JSDOM {
    constructor(html: string, options?: { runScripts?: 'outside-only'; pretendToBeVisual?: boolean });
    readonly window: {
      eval(code: string): unknown;
      close(): void;
      document: { head: TestHead; visibilityState: string };
      MutationObserver: new (callback: (records: TestMutationRecord[]) => void) => {
        observe(target: TestHead, options: { childList: boolean }): void;
      };
    };
  }
}
