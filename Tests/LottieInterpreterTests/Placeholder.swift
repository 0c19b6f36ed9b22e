// replaced by real tests
