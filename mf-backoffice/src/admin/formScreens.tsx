import type { ComponentType } from 'react';
import { Create, DeleteButton, Edit, TopToolbar } from 'react-admin';

/**
 * The create and edit screens of a resource whose records are made and changed with one form:
 * create starts from `defaults`; edit saves once the API answered (its German field errors
 * shown) and offers deleting; both go back to the list.
 */
export function formScreens(Form: ComponentType, defaults: Record<string, unknown>) {
  return {
    Create: function CreateScreen() {
      return (
        <Create redirect="list" record={defaults}>
          <Form />
        </Create>
      );
    },
    Edit: function EditScreen() {
      return (
        <Edit
          mutationMode="pessimistic"
          redirect="list"
          actions={
            <TopToolbar>
              <DeleteButton mutationMode="pessimistic" />
            </TopToolbar>
          }
        >
          <Form />
        </Edit>
      );
    },
  };
}
