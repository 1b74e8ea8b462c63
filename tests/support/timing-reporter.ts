// A Vitest reporter, next to the default one (vitest.config.ts): at the end of every run it
// prints where the time went, per project and per file, slowest first, so a suite that
// outgrows its budget (docs/testing.md, "Time budget") shows its slowest files at once.
// A file's time is what its worker spent on it: preparing the runner and environment,
// importing the setup files and the test module (collect), and its tests and hooks.
import type { Reporter, TestModule, TestSpecification } from 'vitest/node';

const TOP = 15;

interface FileTime {
  file: string;
  total: number;
  collect: number;
  tests: number;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

function fileTime(module: TestModule, root: string): FileTime {
  const d = module.diagnostic();
  const collect = d.collectDuration + d.setupDuration;
  const total = d.prepareDuration + d.environmentSetupDuration + collect + d.duration;
  const file = module.moduleId.startsWith(`${root}/`)
    ? module.moduleId.slice(root.length + 1)
    : module.moduleId;
  return { file, total, collect, tests: d.duration };
}

export default class TimingReporter implements Reporter {
  private root = process.cwd();
  private started = 0;

  onInit(ctx: { config: { root: string } }): void {
    this.root = ctx.config.root;
  }

  onTestRunStart(_specifications: readonly TestSpecification[]): void {
    this.started = Date.now();
  }

  onTestRunEnd(modules: readonly TestModule[]): void {
    if (modules.length === 0) return;
    const byProject = new Map<string, FileTime[]>();
    for (const module of modules) {
      const name = module.project.name || '(default)';
      const files = byProject.get(name) ?? [];
      files.push(fileTime(module, this.root));
      byProject.set(name, files);
    }
    const lines = ['', `Time by file, slowest first (top ${TOP} per project):`];
    for (const [project, files] of [...byProject].sort(([a], [b]) => a.localeCompare(b))) {
      files.sort((a, b) => b.total - a.total);
      const sum = files.reduce((s, f) => s + f.total, 0);
      lines.push(`  ${project}: ${files.length} files, ${seconds(sum)} in files`);
      for (const f of files.slice(0, TOP)) {
        lines.push(
          `    ${seconds(f.total).padStart(8)}  ${f.file}  (import ${seconds(f.collect)}, tests and hooks ${seconds(f.tests)})`,
        );
      }
      if (files.length > TOP) lines.push(`    … ${files.length - TOP} more`);
    }
    lines.push(`  run: ${seconds(Date.now() - this.started)} from the first file to the last`);
    console.log(lines.join('\n'));
  }
}
