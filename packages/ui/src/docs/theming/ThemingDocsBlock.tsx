import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { brandFromGlobals } from '../../../../../.storybook/brands';
import { themeCssVariableNames, themeToCssVariables, useTheme } from '../../theme';
import { BlockTable, Scroll } from '../blocks/blocks.styles';
import { useDocsGlobals } from '../blocks/useDocsGlobals';
import { messages } from './theming.messages';
import { ThemingProvider } from './ThemingProvider';

/** Docs pages are not wrapped by the preview decorators: this gives the Theming blocks the toolbar locale and brand. */
export function ThemingDocsBlock({ children }: { children: ReactNode }) {
  const globals = useDocsGlobals();
  return (
    <ThemingProvider locale={globals.locale} brand={brandFromGlobals(globals)}>
      <div className="sb-unstyled">{children}</div>
    </ThemingProvider>
  );
}

/** The public custom-property names with their values for the brand chosen in the toolbar. */
export function CssVariableTable() {
  const intl = useIntl();
  const variables = themeToCssVariables(useTheme());
  return (
    <Scroll>
      <BlockTable>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(messages.variable)}</th>
            <th scope="col">{intl.formatMessage(messages.currentValue)}</th>
          </tr>
        </thead>
        <tbody>
          {themeCssVariableNames.map((name) => (
            <tr key={name}>
              <td>
                <code>{name}</code>
              </td>
              <td>
                <code>{variables[name]}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </BlockTable>
    </Scroll>
  );
}
