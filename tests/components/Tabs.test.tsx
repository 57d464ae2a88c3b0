import { act, fireEvent, render, screen } from '@testing-library/react';
import { Tabs } from '@/components/mdx/Tabs';
import { TabItem } from '@/components/mdx/TabItem';
import { resetStorageForTests } from '@/lib/browser/storage';

function PackageTabs({ id = 't' }: { id?: string }) {
  return (
    <Tabs id={id} groupId="pkg">
      <TabItem value="npm" label="npm">
        <p>npm install</p>
      </TabItem>
      <TabItem value="yarn" label="Yarn" default>
        <p>yarn add</p>
      </TabItem>
    </Tabs>
  );
}

beforeEach(() => {
  localStorage.clear();
  resetStorageForTests();
});

describe('Tabs', () => {
  it('renders every panel, showing the default one, with tab/panel relations', () => {
    render(<PackageTabs />);
    const yarn = screen.getByRole('tab', { name: 'Yarn' });
    expect(yarn).toHaveAttribute('aria-selected', 'true');
    expect(yarn).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'npm' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Yarn' })).toHaveTextContent('yarn add');
    // The hidden panel is in the document, only hidden.
    expect(screen.getByText('npm install').closest('[role="tabpanel"]')).toHaveAttribute('hidden');
  });

  it('switches on click, remembers the choice under docusaurus.tab.<groupId> and syncs other Tabs of the group', () => {
    render(
      <>
        <PackageTabs id="a" />
        <PackageTabs id="b" />
      </>,
    );
    fireEvent.click(screen.getAllByRole('tab', { name: 'npm' })[0]);
    expect(localStorage.getItem('docusaurus.tab.pkg')).toBe('npm');
    for (const tab of screen.getAllByRole('tab', { name: 'npm' })) expect(tab).toHaveAttribute('aria-selected', 'true');
    for (const text of screen.getAllByText('npm install')) expect(text.closest('[role="tabpanel"]')).not.toHaveAttribute('hidden');
  });

  it('starts from the stored choice and follows choices from other browser tabs', () => {
    localStorage.setItem('docusaurus.tab.pkg', 'npm');
    render(<PackageTabs />);
    expect(screen.getByRole('tab', { name: 'npm' })).toHaveAttribute('aria-selected', 'true');
    // Another browser tab writes the shared storage, then this tab gets the event.
    act(() => {
      localStorage.setItem('docusaurus.tab.pkg', 'yarn');
      window.dispatchEvent(new StorageEvent('storage', { key: 'docusaurus.tab.pkg', newValue: 'yarn' }));
    });
    expect(screen.getByRole('tab', { name: 'Yarn' })).toHaveAttribute('aria-selected', 'true');
  });

  it('moves focus and selection with the arrow keys', () => {
    render(<PackageTabs />);
    const yarn = screen.getByRole('tab', { name: 'Yarn' });
    yarn.focus();
    fireEvent.keyDown(yarn, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'npm' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'npm' })).toHaveAttribute('aria-selected', 'true');
  });

  it('refuses children other than TabItem, and a TabItem outside Tabs', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Tabs>{'text'}</Tabs>)).toThrow('<Tabs> must contain only <TabItem');
    expect(() => render(<TabItem value="npm">x</TabItem>)).toThrow('<TabItem value="npm"> must be a direct child of <Tabs>.');
  });
});
