import { useSessionToken } from './support/accounts.ts';
import {
  type SolvingLanguage,
  chooseLanguage,
  expect,
  replaceEditorCode,
  test,
} from './support/solving.ts';

/** A program per compiler language that reads a name and a number and prints a greeting. */
const greeters: Record<Exclude<SolvingLanguage, 'c'>, string> = {
  cpp: '#include <iostream>\n#include <string>\nint main() {\n    std::string name; int n;\n    std::cin >> name >> n;\n    std::cout << "Hello, " << name << " x" << n * 2 << std::endl;\n}\n',
  python: 'name = input().strip()\nn = int(input())\nprint(f"Hello, {name} x{n * 2}")\n',
  javascript:
    'const [name, n] = require("fs").readFileSync(0, "utf8").trim().split(/\\s+/);\nconsole.log(`Hello, ${name} x${Number(n) * 2}`);\n',
  typescript:
    'const [name, n]: string[] = require("fs").readFileSync(0, "utf8").trim().split(/\\s+/);\nconst twice: number = Number(n) * 2;\nconsole.log(`Hello, ${name} x${twice}`);\n',
  java: 'import java.util.Scanner;\n\npublic class Main {\n    public static void main(String[] args) {\n        Scanner in = new Scanner(System.in);\n        String name = in.next();\n        int n = in.nextInt();\n        System.out.println("Hello, " + name + " x" + n * 2);\n    }\n}\n',
  go: 'package main\n\nimport "fmt"\n\nfunc main() {\n    var name string\n    var n int\n    fmt.Scan(&name, &n)\n    fmt.Printf("Hello, %s x%d\\n", name, n*2)\n}\n',
  rust: 'use std::io::Read;\n\nfn main() {\n    let mut text = String::new();\n    std::io::stdin().read_to_string(&mut text).unwrap();\n    let mut words = text.split_whitespace();\n    let name = words.next().unwrap();\n    let n: i32 = words.next().unwrap().parse().unwrap();\n    println!("Hello, {} x{}", name, n * 2);\n}\n',
};

/** The files once each language above has had its own, named by place and extension. */
const fileNames = [
  'main1.cpp',
  'main2.py',
  'main3.js',
  'main4.ts',
  'main5.java',
  'main6.go',
  'main7.rs',
];

test('the compiler runs a program with input in every language, in its own file', async ({
  page,
  learner,
}) => {
  test.setTimeout(180_000);
  await useSessionToken(page, learner.token);
  await page.goto('/compiler');
  await expect(page.getByTestId('compiler-editor').locator('.monaco-editor')).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('tab', { name: 'main1.cpp' })).toBeVisible();
  await expect(page.getByTestId('status-bar')).toContainText('C++');
  // The hello-world starter is indented by 4: its own indentation wins over the default 2.
  await expect(page.getByTestId('status-bar')).toContainText('Spaces: 4');
  await expect(page.getByTestId('status-bar')).toContainText(/Ln \d+, Col \d+/);
  // The only file cannot be closed.
  await expect(page.getByRole('button', { name: /^Close main1/ })).toHaveCount(0);

  await page.getByLabel('Input (stdin)').fill('Zen\n21\n');
  const languages = Object.keys(greeters) as (keyof typeof greeters)[];
  for (const [index, language] of languages.entries()) {
    if (index > 0) await page.getByRole('button', { name: 'New file' }).click();
    await chooseLanguage(page, language);
    await replaceEditorCode(page, greeters[language], 'compiler-editor');
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await expect(page.getByTestId('console-stdout')).toHaveText('Hello, Zen x42', {
      timeout: 60_000,
    });
  }
  await expect(page.getByRole('tab')).toHaveText(fileNames);

  // Output is kept per file; Clear empties it; a compile error shows in red.
  await page.getByRole('tab', { name: 'main2.py' }).click();
  await expect(page.getByTestId('console-stdout')).toHaveText('Hello, Zen x42');
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByTestId('console-stdout')).toHaveCount(0);
  await replaceEditorCode(page, 'print("unclosed"\n', 'compiler-editor');
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page.getByTestId('console-error')).toContainText('SyntaxError', { timeout: 60_000 });
  await expect(page.getByTestId('console-error')).toHaveClass(/text-hard/);

  // The files survive a reload; a file closes while others are open.
  await page.reload();
  await expect(page.getByRole('tab')).toHaveText(fileNames);
  // The toolbar closes the open file (the file tabs' list holds tabs only).
  await page.getByRole('tab', { name: 'main3.js' }).click();
  await page.getByRole('button', { name: 'Close main3.js' }).click();
  await expect(page.getByRole('tab')).toHaveText(fileNames.filter((name) => name !== 'main3.js'));

  // The console collapses.
  await page.getByRole('button', { name: 'Console' }).click();
  await expect(page.getByTestId('console')).toHaveCount(0);
});
