/** Real-time salary contracts (paid every 5 minutes): a sub-page of the agent centre (shown in the member centre until the agent centre takes it). */
import { ContractPage, type ContractPageProps } from './ContractPage.tsx';

export default function RealtimeSalary(props: ContractPageProps) {
  return <ContractPage type="realtime" {...props} />;
}
