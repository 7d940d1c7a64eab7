/** A form's failure, announced at once; nothing while there is none. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="ea-form__error">
      {message}
    </p>
  );
}
