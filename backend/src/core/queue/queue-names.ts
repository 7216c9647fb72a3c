/** Every BullMQ queue of the product, in one place. Job types name the queue they run on. */
export enum QueueName {
  Mail = 'mail',
  Documents = 'documents',
  Maintenance = 'maintenance',
}
