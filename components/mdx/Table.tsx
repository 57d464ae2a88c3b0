
/** Tables scroll sideways on narrow screens; the wrapper is focusable so keyboards can scroll it too. */
export function Table(props: React.ComponentProps<'table'>) {
  return (
    <div className="table__wrap" tabIndex={0}>
      <table className="table" {...props} />
    </div>
  );
}
