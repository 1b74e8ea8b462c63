import { describe, expect, it } from 'vitest';
import {
  detectInterest,
  extractContact,
  hasContactDetails,
} from '../../../src/lib/contact-extraction.ts';

describe('extractContact: email', () => {
  it('finds an email inside a sentence, lower-cased, without trailing punctuation', () => {
    expect(extractContact('Mail me at Rahul.Sharma@Example.co.in.').email).toBe(
      'rahul.sharma@example.co.in',
    );
    expect(extractContact('reach me: a+b@mgrid.in, thanks').email).toBe('a+b@mgrid.in');
  });

  it('finds none when there is none', () => {
    expect(extractContact('my email is rahul at example dot com')).toEqual({});
    expect(extractContact('')).toEqual({});
  });
});

describe('extractContact: phone', () => {
  it.each([
    ['call me on 9876543210', '9876543210'],
    ['  +91 98765 43210 ', '9876543210'],
    ['+91-98765-43210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['919876543210', '9876543210'],
    ['098765 43210', '9876543210'],
    ['my number is 987-654-3210.', '9876543210'],
    ['phone: 98765.43210', '9876543210'],
    ['(+91) 70000 12345', '7000012345'],
  ])('%j gives %s', (text, phone) => {
    expect(extractContact(text).phone).toBe(phone);
  });

  it.each([
    'order 12345',
    'I need 5 units',
    'call 5876543210', // starts below 6
    'ID 98765432101234', // part of a longer number
    'pin 560001',
    'price ₹12,999',
  ])('%j has no phone', (text) => {
    expect(extractContact(text).phone).toBeUndefined();
  });

  it('does not read digits inside an email as a phone', () => {
    expect(extractContact('9876543210@example.com')).toEqual({ email: '9876543210@example.com' });
  });
});

describe('extractContact: name', () => {
  it.each([
    ['My name is Rahul Sharma', 'Rahul Sharma'],
    ['my name is rahul sharma', 'Rahul Sharma'],
    ['Hi, my name is priya. I need a quote', 'Priya'],
    ["my name's Anil Kumar and my email is anil@x.in", 'Anil Kumar'],
    ['Name: Suresh Babu Reddy Naidu, Bengaluru', 'Suresh Babu Reddy'],
    ['name : Kavya', 'Kavya'],
    ['Hello. Name is Farhan', 'Farhan'],
    ['I am Vikram from Pune', 'Vikram'],
    ["I'm Neha Gupta, site engineer", 'Neha Gupta'],
    ['I’m Neha', 'Neha'],
    ['This is Arjun Mehta speaking', 'Arjun Mehta'],
    ['hello this is Deepa and I want 2 units', 'Deepa'],
    ['I am looking for a laser. My name is Ravi', 'Ravi'],
    ['my name is José Müller', 'José Müller'],
    ["my name is D'Souza", "D'Souza"],
  ])('%j gives %s', (text, name) => {
    expect(extractContact(text).name).toBe(name);
  });

  it.each([
    'I am looking for a line laser',
    'I am Interested in the SL02',
    "I'm not sure which model",
    'this is great',
    'This is ML01 in stock?',
    'the product name is ML01',
    'the company name is Acme Tools',
    'Company name: Acme Tools',
    'my name is',
    'Is the MDR60 available?',
  ])('%j has no name', (text) => {
    expect(extractContact(text).name).toBeUndefined();
  });

  it('finds all three together', () => {
    expect(extractContact('Hi, I am Rahul. Email rahul@mgrid.in or call +91 98765 43210')).toEqual({
      name: 'Rahul',
      email: 'rahul@mgrid.in',
      phone: '9876543210',
    });
  });

  it('says whether any contact detail is present', () => {
    expect(hasContactDetails('my name is Rahul')).toBe(true);
    expect(hasContactDetails('9876543210')).toBe(true);
    expect(hasContactDetails('a@b.in')).toBe(true);
    expect(hasContactDetails('What is the price of SL01?')).toBe(false);
  });
});

describe('detectInterest', () => {
  const catalogue = {
    products: [
      { id: 'p-ml01', name: 'MGRID ML01 Line Laser' },
      { id: 'p-sl01', name: 'MGRID SL01 Self-Leveling Crossline Laser' },
      { id: 'p-sl02', name: 'MGRID SL02 360 Degree Laser' },
      { id: 'p-mdr60', name: 'MGRID MDR60 Distance Meter' },
      { id: 'p-tripod', name: 'Tripod', keywords: ['stand'] },
    ],
    services: [
      { name: 'Custom Tool Design' },
      { name: 'Design Consultation' },
      { name: 'E-Repair', keywords: ['repair'] },
    ],
  };

  it('finds products by model code, case-insensitively, with or without separators', () => {
    expect(detectInterest('price of ml01?', catalogue).productIds).toEqual(['p-ml01']);
    expect(detectInterest('Is the SL-02 or sl 01 better?', catalogue).productIds).toEqual([
      'p-sl01',
      'p-sl02',
    ]);
    expect(detectInterest('MDR60 stock', catalogue).productIds).toEqual(['p-mdr60']);
  });

  it('matches whole words only', () => {
    expect(detectInterest('ML010 or XSL01 or MDR600', catalogue).productIds).toEqual([]);
  });

  it('finds products by full name and by keyword', () => {
    expect(detectInterest('need a tripod', catalogue).productIds).toEqual(['p-tripod']);
    expect(detectInterest('a stand for the laser', catalogue).productIds).toEqual(['p-tripod']);
    expect(
      detectInterest('the mgrid self-leveling crossline laser sl01', catalogue).productIds,
    ).toEqual(['p-sl01']);
  });

  it('finds services by name and keyword', () => {
    expect(detectInterest('Do you offer e-repair?', catalogue).serviceNames).toEqual(['E-Repair']);
    expect(detectInterest('erepair please', catalogue).serviceNames).toEqual(['E-Repair']);
    expect(detectInterest('my laser needs repair', catalogue).serviceNames).toEqual(['E-Repair']);
    expect(
      detectInterest('Book a design consultation and custom tool design', catalogue).serviceNames,
    ).toEqual(['Custom Tool Design', 'Design Consultation']);
  });

  it('finds nothing in unrelated text', () => {
    expect(detectInterest('What are your working hours?', catalogue)).toEqual({
      productIds: [],
      serviceNames: [],
    });
    expect(detectInterest('', { products: [], services: [] })).toEqual({
      productIds: [],
      serviceNames: [],
    });
  });
});

describe('extractContact: chat messages as shoppers write them', () => {
  it.each([
    ['mera naam Rahul Verma hai', { name: 'Rahul Verma' }],
    ['Mera naam hai Priya', { name: 'Priya' }],
    ['My name is Anil, call 98200 45120', { name: 'Anil', phone: '9820045120' }],
    ["I'm Suresh from Pune", { name: 'Suresh' }],
    ['this is Kavita, kavita@abc.in', { name: 'Kavita', email: 'kavita@abc.in' }],
    ['I am looking for a laser', {}],
    ['I am interested in SL02', {}],
    ['SL02 price ₹12,999 please', {}],
    ['serial no 8123456789012', {}],
    ['invoice 600012345678', {}],
    ['need 50 units by 15/12/2026', {}],
    ['budget 9999999', {}],
    ['pin code 400093', {}],
    ['my no. is +91 70451 22334', { phone: '7045122334' }],
  ])('%j', (text, expected) => {
    expect(extractContact(text)).toEqual(expected);
  });
});
