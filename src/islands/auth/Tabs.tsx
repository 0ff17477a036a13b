/** Form tabs (username / sms, email / mobile): a tablist whose panels are the caller's children. */
interface Props<T extends string> {
  label: string;
  tabs: readonly { id: T; label: string }[];
  active: T;
  onChange: (id: T) => void;
}

export default function Tabs<T extends string>({ label, tabs, active, onChange }: Props<T>) {
  if (tabs.length < 2) return null;
  return (
    <div className="form-tabs" role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          aria-selected={tab.id === active}
          className={tab.id === active ? 'form-tab form-tab--active' : 'form-tab'}
          onClick={() => onChange(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
