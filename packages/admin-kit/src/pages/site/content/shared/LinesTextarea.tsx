import { Textarea, type TextareaProps } from '@labelwise/ui';
import { useEffect, useState } from 'react';
import { linesToList, listToLines } from './editorState';

export interface LinesTextareaProps extends Omit<TextareaProps, 'value' | 'onChange'> {
  value: unknown;
  onChange: (list: string[]) => void;
}

/**
 * A list edited one entry per line. The text as typed is kept here (spaces, an empty line being started), and the
 * list it stands for is reported; a new list from outside (a discarded draft) replaces the text.
 */
export function LinesTextarea({ value, onChange, ...rest }: LinesTextareaProps) {
  const [text, setText] = useState(() => listToLines(value));
  const outside = listToLines(value);
  useEffect(() => {
    setText((current) => (listToLines(linesToList(current)) === outside ? current : outside));
  }, [outside]);
  return (
    <Textarea
      {...rest}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        onChange(linesToList(e.target.value));
      }}
    />
  );
}
