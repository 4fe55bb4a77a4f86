import type { LanguageId } from './signature.ts';

/**
 * Each language's default program (spec section 3): the compiler page's new files and the problem
 * page's fallback when a problem has no boilerplate. The judge's language files hold the same
 * text; a test keeps them equal.
 */
export const HELLO_WORLD_PROGRAMS: Record<LanguageId, string> = {
  cpp: '#include <iostream>\nusing namespace std;\n\nint main() {\n    cout << "Hello, World!" << endl;\n    return 0;\n}\n',
  c: '#include <stdio.h>\n\nint main(void) {\n    printf("Hello, World!\\n");\n    return 0;\n}\n',
  python: 'print("Hello, World!")\n',
  javascript: 'console.log("Hello, World!");\n',
  java: 'public class Main {\n    public static void main(String[] args) {\n        System.out.println("Hello, World!");\n    }\n}\n',
};
