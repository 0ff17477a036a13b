/** Bonus details: the account record held to bonus movements. */
import { RecordList } from './AccountRecord.tsx';
import type { SectionProps } from '../sections.ts';

export default function BonusDetails(props: SectionProps) {
  return <RecordList {...props} fixedType="bonus" />;
}
