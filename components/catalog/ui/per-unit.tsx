/**
 * «/ هر عدد» after a price, in `className` (which keeps it on one line). The space before it stands
 * outside its span: the line may break before the unit, not only inside the amount («۱۲,۶۰۰» alone
 * over «تومان / هر عدد» in a half-width card).
 */
export function PerUnit({ text, className }: { text: string; className: string }) {
  return (
    <>
      {' '}
      <span className={className}>{text}</span>
    </>
  );
}
