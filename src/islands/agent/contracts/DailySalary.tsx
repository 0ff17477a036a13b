/** Daily salary contracts: a sub-page of the agent centre (shown in the member centre until the agent centre takes it). */
import { ContractPage, type ContractPageProps } from './ContractPage.tsx';

export default function DailySalary(props: ContractPageProps) {
  return <ContractPage type="daily" {...props} />;
}
