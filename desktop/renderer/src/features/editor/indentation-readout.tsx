import type { Indentation } from './code-editor.tsx';

/** 'Spaces: 4' or 'Tab Size: 4': how the shown file is indented (detected, else the setting). */
export function IndentationReadout({ indentation }: { indentation: Indentation }) {
  return (
    <span data-testid="indentation" className="tabular-nums">
      {indentation.insertSpaces ? 'Spaces' : 'Tab Size'}: {indentation.tabSize}
    </span>
  );
}
