// `npm run check:content`: the checks the build runs on content/ (content-check.ts),
// without building, so CI and an editor's terminal refuse the same files the build would.
import { checkContent, formatProblems } from './content-check.ts';

const problems = checkContent(process.cwd());
if (problems.length > 0) {
  console.error(`The content does not pass its checks (docs/editing.md, "What the checks mean"):\n${formatProblems(problems)}`);
  process.exit(1);
}
console.log('Content: every image has alt text, every summary fits, every link leads somewhere, every category is known.');
