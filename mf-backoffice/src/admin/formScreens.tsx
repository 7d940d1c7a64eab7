import type { ComponentType } from 'react';
import {
  Create,
  DeleteButton,
  Edit,
  TopToolbar,
  useRecordContext,
  type RaRecord,
} from 'react-admin';

/**
 * The create and edit screens of a resource whose records are made and changed with one form:
 * create starts from `defaults`; edit saves once the API answered (its German field errors
 * shown) and offers deleting; both go back to the list, or where `redirect` says (a function of
 * the saved or deleted record).
 */
export function formScreens(
  Form: ComponentType,
  defaults: Record<string, unknown>,
  redirect:
    | 'list'
    | ((resource?: string, id?: RaRecord['id'], data?: Partial<RaRecord>) => string) = 'list',
) {
  function Delete() {
    const record = useRecordContext();
    return (
      <DeleteButton
        mutationMode="pessimistic"
        redirect={
          typeof redirect === 'function' ? redirect(undefined, record?.id, record) : redirect
        }
      />
    );
  }
  return {
    Create: function CreateScreen() {
      return (
        <Create redirect={redirect} record={defaults}>
          <Form />
        </Create>
      );
    },
    Edit: function EditScreen() {
      return (
        <Edit
          mutationMode="pessimistic"
          redirect={redirect}
          actions={
            <TopToolbar>
              <Delete />
            </TopToolbar>
          }
        >
          <Form />
        </Edit>
      );
    },
  };
}
