export { Component } from '@/mocks/ui/mailbox-page';
