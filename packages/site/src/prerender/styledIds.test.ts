import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { styledComponentId, styledIds } from '../../build/styled-ids';

const source = `import { css, styled } from 'styled-components';
import { Link } from './Link';
// — a comment with non-ASCII text (中文) before the components
const Title = styled.h1\`color: red;\`;
const Wrapped = styled(Link)\`margin: 0;\`;
const WithAttrs = styled.input.attrs({ type: 'text' })\`border: 0;\`;
const mixin = css\`padding: 0;\`;
const notStyled = other.div\`x\`;
`;

function transform(code: string, id: string) {
  const plugin = styledIds('/repo');
  const hook = plugin.transform as (this: unknown, code: string, id: string) => { code: string } | null;
  return hook.call({ parse: (c: string) => parseAst(c) }, code, id);
}

describe('styled-ids plugin', () => {
  it('gives each styled component a componentId from its file and position', () => {
    const out = transform(source, '/repo/packages/ui/src/Thing.tsx')!.code;
    const id = (n: number) => styledComponentId('packages/ui/src/Thing.tsx', n);
    expect(out).toContain(`styled.h1.withConfig({componentId:"${id(0)}"})\`color: red;\``);
    expect(out).toContain(`styled(Link).withConfig({componentId:"${id(1)}"})\`margin: 0;\``);
    expect(out).toContain(`styled.input.withConfig({componentId:"${id(2)}"}).attrs({ type: 'text' })\`border: 0;\``);
    expect(out).toContain('css`padding: 0;`');
    expect(out).toContain('other.div`x`');
  });

  it('leaves other modules alone', () => {
    expect(transform('const a = styled.div`x`;', '/repo/packages/site/src/a.ts')).toBeNull();
    expect(transform(source, '/repo/node_modules/x/index.js')).toBeNull();
  });
});
