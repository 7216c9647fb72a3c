import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SCREEN_PATHS } from '@bo/shared';
import { MarkupGroupFormPage } from '../../features/markup-groups/components/MarkupGroupFormPage';
import { apiServer } from '../../test/api-server';
import { renderWithApp } from '../../test/render';

/*
 * ResourceForm from a real form definition (the mark-up group form: fields, the shared zod
 * schema) over the real RTK Query mutation; the API is a local HTTP server.
 */
const CREATE = 'markup/CreateMarkupGroupList';

const open = () =>
  renderWithApp(<MarkupGroupFormPage />, { path: SCREEN_PATHS.createMarkupGroup, namespaces: ['markup-groups'] });
const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const save = () => screen.getByRole('button', { name: 'Save group' });

describe('ResourceForm', () => {
  it('shows a required field as missing only once it was left empty or the form was sent', async () => {
    const { user } = await open();
    expect(await screen.findByRole('heading', { name: 'Create Mark-up Group' })).toBeInTheDocument();
    expect(screen.queryByText('Required field')).not.toBeInTheDocument();
    expect(field('Code')).not.toBeInvalid();

    // Leaving Name empty says so at Name, and nowhere else yet.
    await user.click(field('Name'));
    await user.tab();
    expect(field('Name')).toBeInvalid();
    expect(field('Name')).toHaveAccessibleDescription('Required field');
    expect(field('Code')).not.toBeInvalid();

    await user.click(save());
    expect(field('Code')).toBeInvalid();
    expect(field('Code')).toHaveAccessibleDescription(expect.stringContaining('Required field'));
    expect(screen.getAllByText('Required field')).toHaveLength(2);
    expect(apiServer.seen('POST', CREATE)).toHaveLength(0);
  });

  it("shows the server's field errors at their fields", async () => {
    apiServer.answer('POST', CREATE, {
      status: 409,
      body: {
        code: 'MARKUP_GROUP_CODE_TAKEN',
        message: 'A mark-up group with the code AGENTS already exists.',
        details: {
          fields: [
            { path: 'code', code: 'MARKUP_GROUP_CODE_TAKEN', message: 'A mark-up group with the code AGENTS already exists.' },
          ],
        },
      },
    });
    const { user } = await open();
    await user.type(await screen.findByRole('textbox', { name: /^Code/ }), 'AGENTS');
    await user.type(field('Name'), 'Agents');
    await user.click(save());
    await waitFor(() => expect(field('Code')).toBeInvalid());
    expect(field('Code')).toHaveAccessibleDescription(
      expect.stringContaining('A mark-up group with the code AGENTS already exists.'),
    );
    expect(field('Name')).not.toBeInvalid();
    expect(apiServer.seen('POST', CREATE)).toHaveLength(1);
  });

  it('sends what was typed, in the shape the API takes, and goes back to the list once saved', async () => {
    apiServer.answer('POST', CREATE, ({ body }) => ({
      body: {
        code: 'MARKUP_GROUP_CREATED',
        message: 'Mark-up group created.',
        group: {
          ...(body as object),
          markupGroupListID: '00000000-0000-4000-8000-000000000009',
          description: null,
          organizationCount: 0,
          markupCount: 0,
          createdAt: '2026-12-01T00:00:00.000Z',
          updatedAt: '2026-12-01T00:00:00.000Z',
        },
      },
    }));
    const { user, router } = await open();
    await user.type(await screen.findByRole('textbox', { name: /^Code/ }), 'AGENTS');
    await user.type(field('Name'), 'Travel agents');
    await user.clear(field('Commission'));
    await user.type(field('Commission'), '5.25');
    await user.click(save());
    await waitFor(() => expect(router.state.location.pathname).toBe(SCREEN_PATHS.markupGroups));
    expect(apiServer.last('POST', CREATE).body).toMatchObject({
      code: 'AGENTS',
      name: 'Travel agents',
      customerType: 'B2B',
      // 5.25 % in basis points: an integer, never a float.
      commissionBasisPoints: 525,
      isDefault: false,
      active: true,
    });
  });
});
